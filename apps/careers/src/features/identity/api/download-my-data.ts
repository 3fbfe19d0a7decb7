import { apiFetch } from '@portal/shell/api/http-client';

/** GET /curriculum/candidates/v1/export: everything stored about the candidate (LGPD), saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiFetch<unknown>('/curriculum/candidates/v1/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
