"use client";

import { useTranslations } from "next-intl";
import { apiUrl } from "@/lib/api-client/api-request";

/** The insurance report's address for a scope (none: the whole inventory). */
export function insuranceReportUrl(scope: { location?: string; tag?: string } = {}): string {
  return apiUrl("/reports/insurance.pdf", { location: scope.location, tag: scope.tag });
}

type InsuranceReportLinkProps = {
  location?: string;
  tag?: string;
  /** The scope's name, for screen readers where several such links share a page. */
  name?: string;
  className?: string;
  onClick?: () => void;
};

/**
 * Downloads the insurance report PDF (a read: any member, viewers too). The browser sends the
 * session cookie with the plain link; the server streams the file while it is drawn.
 */
export function InsuranceReportLink({ location, tag, name, className, onClick }: InsuranceReportLinkProps) {
  const t = useTranslations("report");
  return (
    <a
      href={insuranceReportUrl({ location, tag })}
      download="insurance-report.pdf"
      className={className}
      onClick={onClick}
    >
      {name
        ? t.rich("actionFor", { name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })
        : t("action")}
    </a>
  );
}

/** Opens one entity's printable sheet (PDF) in a new tab, ready for the print dialog. */
export function PrintSheetLink({
  id,
  className,
  onClick,
}: {
  id: string;
  className?: string;
  onClick?: () => void;
}) {
  const t = useTranslations("report");
  return (
    <a
      href={apiUrl(`/entities/${encodeURIComponent(id)}/sheet.pdf`)}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={onClick}
    >
      {t("printSheet")}
    </a>
  );
}

/** The entity page's menu entries: its printable sheet, and for a location its insurance report. */
export function EntityReportLinks(props: {
  id: string;
  isLocation: boolean;
  className?: string;
  onClick?: () => void;
}) {
  const { id, isLocation, className, onClick } = props;
  return (
    <>
      <PrintSheetLink id={id} className={className} onClick={onClick} />
      {isLocation && <InsuranceReportLink location={id} className={className} onClick={onClick} />}
    </>
  );
}
