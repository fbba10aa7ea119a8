import { i18n } from 'shared-ui/i18n/core';
import { useState } from 'react';

const THEMES = { light: [], dark: ['dark-mode'], 'high-contrast': ['high-contrast'] } as const;
type Theme = keyof typeof THEMES;

/** Development only: switch language and theme the way the shell's toolbar would. */
export function HarnessBar() {
  const [theme, setTheme] = useState<Theme>('light');
  const applyTheme = (next: Theme) => {
    document.body.classList.remove('dark-mode', 'high-contrast');
    document.body.classList.add(...THEMES[next]);
    setTheme(next);
  };
  return (
    <nav aria-label="Harness" style={{ display: 'flex', gap: '0.5rem', padding: '0.5rem 1rem' }}>
      {(['sk', 'en'] as const).map((lng) => (
        <button key={lng} type="button" onClick={() => void i18n.changeLanguage(lng)}>
          {lng.toUpperCase()}
        </button>
      ))}
      {(Object.keys(THEMES) as Theme[]).map((name) => (
        <button key={name} type="button" aria-pressed={theme === name} onClick={() => applyTheme(name)}>
          {name}
        </button>
      ))}
    </nav>
  );
}
