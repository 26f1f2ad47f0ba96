import { useState } from 'react';
import { Check, Link2, Mail, Share2 } from 'lucide-react';
import { Button } from './button';

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
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share" data-testid="share-buttons">
      {canShare ? (
        <Button type="button" size="sm" onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}>
          <Share2 aria-hidden="true" /> Share
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />} {copied ? 'Link copied' : 'Copy link'}
      </Button>
      {shareLinks(url, text).map((link) => (
        <Button key={link.name} asChild size="sm" variant="ghost">
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${link.name} (opens a new tab)`}>
            {link.name}
          </a>
        </Button>
      ))}
      <Button asChild size="sm" variant="ghost">
        <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`}>
          <Mail aria-hidden="true" /> Email
        </a>
      </Button>
    </div>
  );
}
