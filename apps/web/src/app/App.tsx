import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { DocumentTitle } from './DocumentTitle';
import { PrerenderRelease } from './PrerenderRelease';

export function App() {
  return (
    <AppProviders>
      {/* Navigations render as urgent updates: a tab switch is a cheap, kept-alive re-show, and as a time-sliced
          transition it was measured to yield for frames it did not need (spec budget: switch < 50 ms). */}
      <BrowserRouter useTransitions={false}>
        <DocumentTitle />
        <PrerenderRelease />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
