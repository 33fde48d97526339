import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An in-app link inside running text, underlined so it does not rely on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200">
      {children}
    </Link>
  );
}
