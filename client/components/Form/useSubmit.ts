import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';

export interface SubmitState {
  pending: boolean;
  /** Field messages from the server, already translated. */
  fields: Record<string, string>;
  /** A message for the whole form. */
  message: string | undefined;
  /** The failed call's error code and extra details (e.g. suggestion). */
  failure: ApiRequestError | undefined;
}

/** Runs a form's API call and keeps its pending state and translated errors. */
export function useSubmit<T>(action: () => Promise<T>, onSuccess: (result: T) => void | Promise<void>) {
  const { t } = useTranslation();
  const [state, setState] = useState<SubmitState>({ pending: false, fields: {}, message: undefined, failure: undefined });
  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (state.pending) return;
    setState({ pending: true, fields: {}, message: undefined, failure: undefined });
    try {
      const result = await action();
      setState({ pending: false, fields: {}, message: undefined, failure: undefined });
      await onSuccess(result);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const hasFields = error.fields && Object.keys(error.fields).length > 0;
        setState({ pending: false, fields: error.fields ?? {}, message: hasFields ? undefined : error.message, failure: error });
      } else {
        setState({ pending: false, fields: {}, message: t('errors.server'), failure: undefined });
      }
    }
  };
  return { ...state, submit };
}
