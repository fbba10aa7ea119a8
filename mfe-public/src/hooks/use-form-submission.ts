import { useCallback, useEffect, useRef, useState } from 'react';
import type { api as apiClient } from 'shared-ui/api';
import { ApiError } from 'shared-ui/api/basics';
import { TIMINGS, type SpamTrapFields } from 'shared-ui/domain';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';

/** The API client a send is made with. */
export type PublicApi = typeof apiClient;

/**
 * Sending state of a public form. Spec 4: a success message clears the form and disappears after
 * 5 s; a failure message stays until closed and the typed values are kept.
 *
 * The spam trap: the form reports the hidden honeypot's value (read from the DOM, so a
 * script that sets it without events is caught too). It is sent at once; the server no
 * longer judges a submission by how fast it came.
 */
export function useFormSubmission() {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);
  const mounted = useRef(true);
  const honeypotRef = useRef<HTMLInputElement>(null);

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

  const submit = useCallback(async (send: (api: PublicApi, trap: Required<SpamTrapFields>) => Promise<unknown>, onSuccess: () => void) => {
    setStatus('sending');
    setRetryAfterSeconds(null);
    try {
      // The API client loads with the first send; a failed load is a failed send.
      const { api } = await import('shared-ui/api');
      await send(api, { website: honeypotRef.current?.value ?? '' });
      if (!mounted.current) return;
      onSuccess();
      setStatus('success');
    } catch (error) {
      if (!mounted.current) return;
      if (error instanceof ApiError && error.status === 429) setRetryAfterSeconds(error.body?.retryAfterSeconds ?? 60);
      setStatus('error');
    }
  }, []);

  const dismiss = useCallback(() => setStatus('idle'), []);
  return { status, submit, dismiss, retryAfterSeconds, honeypotRef };
}
