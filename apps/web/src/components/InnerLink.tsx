import { useEffect, useState } from 'react';

// Navbar (50) + tab bar (34) + content padding, as in the RuoYi family, so the frame fills the view.
const CHROME_HEIGHT = 94.5;

interface InnerLinkProps {
  src: string;
  title: string;
}

export function InnerLink({ src, title }: InnerLinkProps) {
  const [height, setHeight] = useState(() => window.innerHeight - CHROME_HEIGHT);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight - CHROME_HEIGHT);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <iframe
      src={src}
      title={title}
      data-testid="inner-link"
      style={{ width: '100%', height: `${height}px`, border: 0, display: 'block' }}
    />
  );
}
