const FOOTER_LINKS = [
  { href: '/terms-and-conditions', label: 'Terms & Conditions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/accessibility-statement', label: 'Accessibility' },
  { href: '/support', label: 'Support' },
  { href: '/faq', label: 'FAQ' },
];

export function Footer() {
  return (
    <footer className="border-t px-4 pt-4 pb-6 text-center text-sm text-muted-foreground">
      <nav aria-label="Legal and help">
        <ul className="flex flex-wrap justify-center gap-x-1">
          {FOOTER_LINKS.map(({ href, label }) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center px-2 underline underline-offset-4 hover:text-foreground"
              >
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-2">© 2025 Porchlight. All rights reserved.</p>
    </footer>
  );
}
