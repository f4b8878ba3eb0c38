import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getStoredLanguage, i18n, loadFirstScreenLanguage } from './i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = container;
// The stored language's messages arrive before the first render, so nothing flashes in the other language.
void loadFirstScreenLanguage(getStoredLanguage())
  .catch(() => i18n.changeLanguage('zh_CN'))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
