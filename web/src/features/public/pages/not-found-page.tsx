import { ArrowLeft, Home, Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

const helpfulLinks = [
  { label: 'Medical Specialties', to: paths.specialties },
  { label: 'Pricing', to: paths.pricing },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-blue-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">The page you are looking for does not exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => navigate(paths.home)}>
          <Home aria-hidden="true" className="size-4" />
          Go Home
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.search)}>
          <Search aria-hidden="true" className="size-4" />
          Search Physicians
        </Button>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
      </div>
      <nav aria-label="Helpful links" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {helpfulLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-blue-700 hover:underline dark:text-blue-300">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
