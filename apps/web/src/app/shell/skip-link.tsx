import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of the shell's `main`, which the skip link moves focus to. */
export const mainContentId = 'main-content';

/** Focus moves by hand: a `#main-content` in the URL would become part of the router's state. */
function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(mainContentId)?.focus();
}

/** The first stop of the keyboard on every panel screen: past the top bar and the sidebar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainContentId}`}
      onClick={focusMainContent}
      className={`${classes.skipLink} mantine-focus-auto`}
    >
      {t('shell.skip_to_content')}
    </a>
  );
}
