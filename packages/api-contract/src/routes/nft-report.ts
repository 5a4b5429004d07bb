import { z } from 'zod';
import { reportReasons } from '@nft/shared';
import { optionalText, websiteField } from '../fields/form-fields';
import { fieldMessage } from '../messages/field-messages';

export const extraInfoMaxLength = 1000;

export const nftReportBodySchema = z.object({
  reason: z
    .enum(reportReasons, { error: () => fieldMessage('required') })
    .describe('copyright (infringement), explicit (and sensitive content) or other'),
  originalLink: websiteField.describe('Where the original work is (http(s) URL); optional'),
  extraInfo: optionalText(extraInfoMaxLength).describe(`Extra information, at most ${extraInfoMaxLength} characters`),
});

export type NftReportBody = z.output<typeof nftReportBodySchema>;

export const nftReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(reportReasons),
  status: z.literal('open'),
  createdAt: z.string().describe('ISO 8601'),
});

export type NftReport = z.output<typeof nftReportSchema>;
