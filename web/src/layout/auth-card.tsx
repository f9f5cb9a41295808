import type { ReactNode } from 'react';
import { LogoMark } from '../ui/icons.tsx';

/** The centred card of the login and sign-up screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <LogoMark />
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
        <div className="rounded-lg border border-line bg-surface p-6 shadow-sm">{children}</div>
        <p className="text-center text-sm text-muted">{footer}</p>
      </div>
    </main>
  );
}
