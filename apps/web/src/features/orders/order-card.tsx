import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the order screen: a bordered box under its heading. */
export function OrderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
