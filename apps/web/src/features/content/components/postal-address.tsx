import { SHOP_CONTACT } from '../../../lib/shop-contact';

/** The shop's postal address, as a real <address> so assistive tech knows what it is. */
export function PostalAddress({
  attention,
  className,
}: {
  attention?: string;
  className?: string;
}) {
  return (
    <address className={className}>
      {attention && (
        <>
          {attention}
          <br />
        </>
      )}
      {SHOP_CONTACT.name}
      {SHOP_CONTACT.addressLines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}
