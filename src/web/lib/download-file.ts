/**
 * Downloads a file the server only gives to a signed-in caller: fetch with the bearer token, then
 * save the blob under `filename` (a plain link cannot carry the Authorization header).
 */
export async function downloadWithToken(
  url: string,
  token: string | null,
  filename: string,
): Promise<void> {
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; the browser has the blob by then.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
