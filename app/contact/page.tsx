import { ContactPage } from '@/components/contact/ContactPage';
import { contactPage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <ContactPage page={page.describe()} />;
}
