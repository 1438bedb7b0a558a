import { type ReactNode, useId } from 'react';
import { Card, CardHead } from './complaint-styles';

/** A section of the complaint page, named by its heading; `aside` sits beside the heading. */
export function TitledCard({
  title,
  aside,
  testid,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  testid: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-testid={testid}>
      <CardHead>
        <h2 id={titleId}>{title}</h2>
        {aside}
      </CardHead>
      {children}
    </Card>
  );
}
