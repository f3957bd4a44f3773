import type { ReactNode } from 'react';

/** Where a component sits in the page's outline: its own heading level (sub-headings take the next one). */
export type HeadingLevel = 2 | 3 | 4;

interface HeadingProps {
  readonly level: HeadingLevel | 5;
  readonly id?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Heading({ level, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

export function subLevel(level: HeadingLevel): HeadingLevel | 5 {
  return (level + 1) as HeadingLevel | 5;
}
