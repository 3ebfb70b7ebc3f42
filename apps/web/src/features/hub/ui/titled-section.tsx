import { useId, type ReactNode } from 'react';

/** A part of a hub page under its heading, which names it for a screen reader's list of regions. */
export function TitledSection({
  title,
  className,
  titleClassName,
  children,
}: {
  title: string;
  className?: string | undefined;
  titleClassName: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
