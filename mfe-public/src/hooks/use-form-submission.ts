import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-ui/api';
import { SPAM_TRAP, TIMINGS, type SpamTrapFields } from 'shared-ui/domain';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Sending state of a public form. Spec 4: a success message clears the form and disappears after
 * 5 s; a failure message stays until closed and the typed values are kept.
 *
 * Issue 13, the spam trap: the form reports how long it was open and the hidden honeypot's value
 * (read from the DOM, so a script that sets it without events is caught too). A person faster than
 * SPAM_TRAP.minimumFillMs is not refused: the form waits out the rest, still "Sending…", so the
 * server never takes a person's message for a bot's and nothing typed is lost.
 */
export function useFormSubmission() {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);
  const mounted = useRef(true);
  const shownAt = useRef(0);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    mounted.current = true;
    shownAt.current = Date.now();
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), TIMINGS.formSuccessHide);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = useCallback(async (send: (trap: Required<SpamTrapFields>) => Promise<unknown>, onSuccess: () => void) => {
    setStatus('sending');
    setRetryAfterSeconds(null);
    try {
      const remaining = SPAM_TRAP.minimumFillMs - (Date.now() - shownAt.current);
      if (remaining > 0) await wait(remaining);
      await send({ website: honeypotRef.current?.value ?? '', fillMs: Date.now() - shownAt.current });
      if (!mounted.current) return;
      onSuccess();
      shownAt.current = Date.now(); // the next message is typed from now on
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
