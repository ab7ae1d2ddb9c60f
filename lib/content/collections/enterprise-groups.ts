/** Enterprise IT groups: the solution areas of the Enterprise IT hub. */
import { z } from 'zod';
import { icon, order, text } from '../schemas';
import { define, type Entry } from './define';
import type { EnterpriseService } from '@/lib/content/collections/enterprise-services';

export const enterpriseGroupSchema = z.strictObject({
  title: text('Title', 'Group name on the hub and in menus.'),
  icon,
  description: text('Description', 'One sentence on the hub card.', 40),
  order,
});
export type EnterpriseGroup = Entry<typeof enterpriseGroupSchema> & { services: EnterpriseService[] };

export const enterpriseGroups = define({
  name: 'enterprise-groups',
  label: 'Enterprise IT groups',
  labelSingular: 'Enterprise IT group',
  schema: enterpriseGroupSchema,
  summary: 'title',
});
