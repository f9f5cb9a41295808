import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { ContactSupport } from '../../features/support/contact-support.tsx';
import { PermissionsTab } from './permissions-tab.tsx';
import { WelcomeTab } from './welcome-tab.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Each tab has its own hash, so /about#contact opens Contact support and the tab survives a reload. */
const TAB_BY_HASH: Record<string, string> = { '#permissions': 'permissions', '#contact': 'contact' };

export function AboutPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.about.title' });
  useDocumentTitle(title);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = TAB_BY_HASH[hash.toLowerCase()] ?? 'welcome';

  function handleTabChange(next: string) {
    void navigate({ hash: next === 'welcome' ? '' : next }, { replace: true, preventScrollReset: true });
  }

  return (
    <PageBody wide>
      <PageHeader title={title} />
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabList aria-label={title}>
          <Tab value="welcome">{intl.formatMessage({ id: 'account.about.welcomeTab' })}</Tab>
          <Tab value="permissions">{intl.formatMessage({ id: 'account.about.permissionsTab' })}</Tab>
          <Tab value="contact">{intl.formatMessage({ id: 'account.contact.title' })}</Tab>
        </TabList>
        <TabPanel value="welcome">
          <WelcomeTab />
        </TabPanel>
        <TabPanel value="permissions">
          <PermissionsTab />
        </TabPanel>
        <TabPanel value="contact">
          <ContactSupport />
        </TabPanel>
      </Tabs>
    </PageBody>
  );
}
