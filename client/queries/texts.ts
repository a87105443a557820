import { queryOptions } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { ensureNamespace } from '../i18n';
import { queryKeys } from './keys';

/** A namespace of texts loaded on demand, as a query a component can wait on (true once loaded). */
export const textsQuery = (texts: i18n, namespace: string) =>
  queryOptions({
    queryKey: queryKeys.texts(namespace, texts.language),
    queryFn: () => ensureNamespace(texts, texts.language, namespace).then(() => true),
  });
