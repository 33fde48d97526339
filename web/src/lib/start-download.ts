/**
 * Starts the download of a signed link with a temporary anchor (the file is on
 * another origin, which the CSP's connect-src does not allow fetching).
 */
export const startDownload = (url: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
};
