import type { PartnerEnquiryError, PartnerEnquiryField, PartnerProgramme } from '@/domain/b2b/partner-enquiry';

/** The enquiry form's texts, read on the server (i18n/client-templates.ts) and handed to the browser form as a prop. */
export interface PartnerEnquiryMessages {
  title: string;
  intro: string;
  requiredMark: string;
  optionalMark: string;
  programme: string;
  programmes: Record<PartnerProgramme, string>;
  fields: Record<PartnerEnquiryField, string>;
  hints: { businessNumber: string; message: string };
  submit: string;
  submitting: string;
  errors: Record<PartnerEnquiryError, string> & {
    summary: string;
    rateLimited: string;
    unavailable: string;
    network: string;
    rejected: string;
  };
  success: string;
  /** One line of the error summary: '{field}: {error}'. */
  summaryItem: string;
}
