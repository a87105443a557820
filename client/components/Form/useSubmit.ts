import { useRef, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError, type ApiRequestError } from '#client/api/client';

export interface SubmitState {
  pending: boolean;
  /** Field messages from the server, already translated. */
  fields: Record<string, string>;
  /** A message for the whole form. */
  message: string | undefined;
  /** The failed call's error code and extra details (e.g. suggestion). */
  failure: ApiRequestError | undefined;
}

const IDLE: SubmitState = { pending: false, fields: {}, message: undefined, failure: undefined };

/**
 * Runs API calls one at a time and keeps their pending state and translated errors; for lists
 * of buttons that each make their own call (photos, location). A call made while one is under way
 * is dropped: the guard is a ref, not the rendered state, so two clicks before the next render
 * (or a call from a handler of an older render) cannot both go out.
 */
export function useAction(onSuccess: () => void | Promise<void>) {
  const { t } = useTranslation();
  const [state, setState] = useState<SubmitState>(IDLE);
  const busy = useRef(false);
  const run = async <R>(call: () => Promise<R>, done: (result: R) => void | Promise<void> = () => onSuccess()) => {
    if (busy.current) return;
    busy.current = true;
    setState({ ...IDLE, pending: true });
    try {
      const result = await call();
      // Free for the next call once this one has answered, as the rendered state is: what follows
      // (a refetch, a navigation) must not swallow it.
      busy.current = false;
      setState(IDLE);
      await done(result);
    } catch (error) {
      busy.current = false;
      if (isApiError(error)) {
        const hasFields = error.fields && Object.keys(error.fields).length > 0;
        setState({ pending: false, fields: error.fields ?? {}, message: hasFields ? undefined : error.message, failure: error });
      } else {
        setState({ ...IDLE, message: t('errors.server') });
      }
    }
  };
  return { ...state, run };
}

/** A form's one API call, with the same state; `submit` fits a form's onSubmit. */
export function useSubmit<T>(action: () => Promise<T>, onSuccess: (result: T) => void | Promise<void>) {
  const { run, ...state } = useAction(() => undefined);
  return {
    ...state,
    submit: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      return run(action, onSuccess);
    },
  };
}
