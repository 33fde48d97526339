import { Star } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast';

/** Spec core §4: the favorite star is local state only. */
export function FavoriteButton({ name }: { name: string }) {
  const [favorite, setFavorite] = useState(false);
  const toggle = () => {
    const next = !favorite;
    setFavorite(next);
    if (next) toast.success('Added to favorites', { description: name });
    else toast('Removed from favorites', { description: name });
  };
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label="Favorite"
      title={favorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={toggle}
      className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Star aria-hidden="true" className={`size-6 ${favorite ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`} />
    </button>
  );
}
