import { parsePageState, type PageState } from '#client/page-state';

/** What a server's page hands the browser to hydrate with (the state script of the document). */
export function pageState(html: string): PageState {
  const text = /<script id="__page_state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (text === undefined) throw new Error('the page has no state');
  return parsePageState(text);
}
