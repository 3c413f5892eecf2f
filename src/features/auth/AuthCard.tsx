import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';
import { LanguageSwitch } from './LanguageSwitch';

/** The frame of the public screens: logo, language toggle and one centred card. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="auth-screen">
      <header className="d-flex justify-content-between align-items-center mb-4">
        <Link to="/login">
          <Logo height={40} />
        </Link>
        <LanguageSwitch />
      </header>
      <Card as="main" className="shadow-sm auth-card" bodyClassName="p-4">
        <PageTitle className="h4 mb-3">{title}</PageTitle>
        {intro && <p className="text-muted">{intro}</p>}
        {children}
      </Card>
    </div>
  );
}
