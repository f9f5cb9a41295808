import type { Asset } from '@review/contract/assets';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs.tsx';

/** The review screen's right sidebar: Comments, Resolved, Details, History (being built). */
export function ReviewSidebar({ asset }: { asset: Asset }) {
  return (
    <aside aria-label={`Review of ${asset.title}`} className="flex min-w-0 flex-col rounded-lg border border-line bg-surface">
      <Tabs defaultValue="comments">
        <TabList aria-label="Review sidebar" className="px-2">
          <Tab value="comments">Comments</Tab>
          <Tab value="resolved">Resolved</Tab>
          <Tab value="details">Details</Tab>
          <Tab value="history">History</Tab>
        </TabList>
        {['comments', 'resolved', 'details', 'history'].map((tab) => (
          <TabPanel key={tab} value={tab} className="p-4 text-muted">
            Loading...
          </TabPanel>
        ))}
      </Tabs>
    </aside>
  );
}
