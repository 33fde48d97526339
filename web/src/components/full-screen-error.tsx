/** When the app cannot start at all (e.g. /config.json missing): say why and offer a reload. */
export function FullScreenError({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="fixed inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-lg text-slate-600 dark:text-slate-300">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700"
      >
        Reload
      </button>
    </div>
  );
}
