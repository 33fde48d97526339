import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { NavItem } from './nav-items';
import { ThemeChooser } from './theme-chooser';

const directoryLinks: NavItem[] = [
  { label: 'Directory', to: paths.directory },
  { label: 'Pricing', to: paths.pricing },
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

const physicianAndLegalLinks: NavItem[] = [
  { label: 'Submit Resume', to: paths.submitResume },
  { label: 'Manage My Profile', to: paths.manageProfile },
  { label: 'Remove My Information', to: paths.removeInfo },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Compliance', to: paths.compliance },
  { label: 'Money Back Guarantee', to: paths.moneyBackGuarantee },
];

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-slate-100">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-slate-600 hover:text-blue-700 dark:text-slate-400 dark:hover:text-blue-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-blue-700 dark:text-blue-300">Physician Directory</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Verified contact data for 250,000+ US physicians, built for healthcare recruiters.
          </p>
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">© {new Date().getFullYear()} Physician Directory. All rights reserved.</p>
          <ThemeChooser className="mt-4" />
        </div>
        <LinkColumn title="Directory" links={directoryLinks} />
        <LinkColumn title="Physicians & Legal" links={physicianAndLegalLinks} />
      </div>
    </footer>
  );
}
