import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';

/**
 * Toasts `message` when `failure` (a query's error, or a failed flag) is set, and again for a
 * new failure. The toast id keeps one toast per failure even when the effect runs twice
 * (StrictMode).
 */
export function useErrorToast(failure: unknown, message: string, toastId: string): void {
  useEffect(() => {
    if (failure) toast.error(message, { toastId });
  }, [failure, message, toastId]);
}
