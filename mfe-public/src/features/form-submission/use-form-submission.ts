import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from 'shared-ui/domain';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * Sending state of a public form. Spec 4: a success message clears the form and disappears after
 * 5 s; a failure message stays until closed and the typed values are kept.
 */
export function useFormSubmission() {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), TIMINGS.formSuccessHide);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = useCallback(async (send: () => Promise<unknown>, onSuccess: () => void) => {
    setStatus('sending');
    try {
      await send();
      if (!mounted.current) return;
      onSuccess();
      setStatus('success');
    } catch {
      if (mounted.current) setStatus('error');
    }
  }, []);

  const dismiss = useCallback(() => setStatus('idle'), []);
  return { status, submit, dismiss };
}
