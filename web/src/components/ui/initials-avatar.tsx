/** Two letters from the first and last name, else from the full name. */
export const initialsOf = (p: { firstName: string; lastName: string; fullName: string }): string => {
  const fromParts = `${p.firstName.trim().charAt(0)}${p.lastName.trim().charAt(0)}`;
  const fallback = p.fullName
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
  return (fromParts || fallback || '?').toUpperCase();
};

const sizes = { md: 'size-12 text-base', lg: 'size-20 text-2xl' } as const;

export function InitialsAvatar({ person, size = 'md' }: { person: Parameters<typeof initialsOf>[0]; size?: keyof typeof sizes }) {
  return (
    <div
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-700 dark:bg-blue-950 dark:text-blue-300 ${sizes[size]}`}
    >
      {initialsOf(person)}
    </div>
  );
}
