/** Finding one's way in the CMS as an editor does: a page's copy from the list of files, a field by its label. */
import { expect, type Page } from '@playwright/test';
import { at } from './helpers';

/** A field's group in the entry editor; Sveltia wraps the label in Unicode isolates. */
export const field = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByRole('group', { name: new RegExp(`^[\u2068\u2069“]*${label}[\u2068\u2069”]* Field$`) });

/** Opens a page's copy from the CMS's list of files, as an editor would. */
export async function openFile(page: Page, label: string) {
  await page.goto(at('/admin/#/collections/jobs'));
  await page.getByRole('treeitem', { name: label }).click();
  await expect(page.getByRole('status').filter({ hasText: /editing the/ })).toContainText(label);
}
