import { useState } from 'react';
import { useNotify } from 'react-admin';

/** The server's own words for a refused call: its message, else the first field error, else the error's text. */
export function serverMessage(error: unknown): string {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  const fieldError = body?.errors ? Object.values(body.errors)[0] : undefined;
  return body?.message || fieldError || (error as Error).message;
}

/**
 * Runs a state-changing call: shows the server's message (success or refusal), then `onDone` on success.
 * `running` disables the buttons meanwhile.
 */
export function useOrderAction(onDone: () => void) {
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const run = async (call: () => Promise<{ message: string }>): Promise<boolean> => {
    setRunning(true);
    try {
      const answer = await call();
      notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
      onDone();
      return true;
    } catch (error) {
      const message = serverMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
