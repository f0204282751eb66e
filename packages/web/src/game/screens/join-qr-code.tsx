import { useLingui } from "@lingui/react";
import { QRCodeSVG } from "qrcode.react";

/** Issue #11 item 8: the join link as a QR code, so a phone's camera joins without typing the code. */
export function JoinQrCode({ link }: { link: string }) {
  const { _ } = useLingui();
  const label = _("qr.label", { link });
  return (
    <figure className="join-qr">
      <QRCodeSVG value={link} size={256} level="M" marginSize={2} title={label} role="img" aria-label={label} />
      <figcaption>{_("qr.scan")}</figcaption>
    </figure>
  );
}
