// Where a route's page module and its data come from: in the browser, the federation runtime and
// the API (with the server's copy for the page the visitor arrived on); on the server, what the
// renderer loaded before it rendered (shell/renderer). Remote pages read it through one context,
// so the server and the browser render the same component tree (STYLE.md).
import { createContext } from 'react';
import type { Locale } from 'shared-ui/domain';
import type { PageModule, PageRequest } from 'shared-ui/page-data';

/** What a page's data depends on: its address (the query string only filters what is shown). */
export type PageAddress = Omit<PageRequest, 'reads' | 'locale'> & { locale: Locale };

export interface PageSource {
  /** The exposed page module; a new attempt after a failure loads it again. */
  module(moduleId: string, attempt: number): Promise<PageModule>;
  /** The page's data for this address: the same promise on every render of one visit. */
  data(moduleId: string, page: PageModule, address: PageAddress): Promise<unknown>;
  /**
   * The server's markup of the page the visitor arrived on, kept for when its module cannot be
   * loaded in the browser: readable content beats an empty error (browser only).
   */
  serverCopy?(moduleId: string, pathname: string): string | null;
}

export const PageSourceContext = createContext<PageSource | null>(null);

/** The key one visit's data is kept under: the page, its path and the language it is read in (its texts are in it). */
export const pageDataKey = (moduleId: string, pathname: string, locale: Locale): string => `${moduleId} ${pathname} ${locale}`;
