import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './static-page.module.css';

export interface StaticSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface StaticPageProps {
  title: string;
  intro: ReactNode;
  /** Shown for policies, so a customer knows which version they read. */
  updated?: string;
  sections: StaticSection[];
  /** Extra content under the header, before the sections (contact cards, for instance). */
  lead?: ReactNode;
}

/** The layout every policy and story page shares: a header, a table of contents, readable prose. */
export function StaticPage({ title, intro, updated, sections, lead }: StaticPageProps) {
  const { pathname } = useLocation();
  // The hash already holds the route, so in-page links scroll by hand instead of changing it.
  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const heading = document.getElementById(`${id}-title`);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Makers Pantry</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.intro}>{intro}</div>
        {updated && <p className={styles.updated}>Last updated: {updated}</p>}
      </header>
      {lead}
      <div className={styles.columns}>
        {sections.length > 3 && (
          <nav className={styles.contents} aria-labelledby="contents-title">
            <h2 id="contents-title" className={styles.contentsTitle}>
              On this page
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${pathname}`} onClick={(event) => jumpTo(event, section.id)}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={styles.prose}>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} tabIndex={-1}>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
