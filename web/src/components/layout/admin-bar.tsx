import { NavLink } from 'react-router-dom';
import { adminItems } from './nav-items';

export function AdminBar() {
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-slate-900 text-slate-100 dark:border-slate-800">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4 py-1.5 text-sm">
        <li className="mr-2 text-xs font-semibold uppercase tracking-wide text-slate-400">Admin</li>
        {adminItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => `rounded px-2 py-1 ${isActive ? 'bg-slate-700 text-white' : 'hover:bg-slate-800'}`}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
