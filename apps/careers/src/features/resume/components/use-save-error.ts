import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * What a failed save shows: each field error the server named goes to its field, the description to the
 * section's alert. The form keeps its values (nothing is reset), so typed work is never lost.
 */
export function useSaveError<T extends FieldValues>(setError?: UseFormSetError<T>) {
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      for (const fieldError of error.errors ?? []) {
        if (setError && fieldError.field !== '(body)') {
          setError(fieldError.field as Path<T>, { type: 'server', message: fieldError.message });
        }
      }
      const listed = error.errors?.find((e) => e.field === '(body)')?.message;
      setMessage(listed ?? error.description);
      if (error.status >= 500 || error.status === 0) handleError(error);
      return;
    }
    handleError(error);
    setMessage(error instanceof Error ? error.message : String(error));
  };
  return { message, fail, clear: () => setMessage(null) };
}
