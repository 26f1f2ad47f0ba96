import { useState } from 'react';
import { Check, Link2, Mail, Share2 } from 'lucide-react';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { useIntl } from '../i18n';
import { Button } from './button';

const messages = defineMessages<{
  readonly group: NoMessageValues;
  readonly share: NoMessageValues;
  readonly linkCopied: NoMessageValues;
  readonly copyLink: NoMessageValues;
  readonly shareOn: { readonly network: MessageValue };
  readonly email: NoMessageValues;
}>({
  group: { id: 'ui.shareButtons.group', defaultMessage: 'Share' },
  share: { id: 'ui.shareButtons.share', defaultMessage: 'Share' },
  linkCopied: { id: 'ui.shareButtons.linkCopied', defaultMessage: 'Link copied' },
  copyLink: { id: 'ui.shareButtons.copyLink', defaultMessage: 'Copy link' },
  shareOn: { id: 'ui.shareButtons.shareOn', defaultMessage: 'Share on {network} (opens a new tab)' },
  email: { id: 'ui.shareButtons.email', defaultMessage: 'Email' },
});

/** Where a page can be shared, as links the browser opens (no third-party script on our pages). */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { name: 'Nextdoor', href: `https://nextdoor.com/sharekit/?source=pawpals&body=${encodeURIComponent(`${text} ${url}`)}` },
  ];
}

/**
 * Share controls: the device's share sheet where the browser has one (phones), copy link, the big
 * networks and email. `url` is the page's absolute address.
 */
export function ShareButtons({ url, title, text }: { url: string; title: string; text: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={intl.formatMessage(messages.group)} data-testid="share-buttons">
      {canShare ? (
        <Button type="button" size="sm" onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}>
          <Share2 aria-hidden="true" /> {intl.formatMessage(messages.share)}
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />} {intl.formatMessage(copied ? messages.linkCopied : messages.copyLink)}
      </Button>
      {shareLinks(url, text).map((link) => (
        <Button key={link.name} asChild size="sm" variant="ghost">
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage(messages.shareOn, { network: link.name })}>
            {link.name}
          </a>
        </Button>
      ))}
      <Button asChild size="sm" variant="ghost">
        <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`}>
          <Mail aria-hidden="true" /> {intl.formatMessage(messages.email)}
        </a>
      </Button>
    </div>
  );
}
