import { useQuery } from '@tanstack/react-query';

/**
 * When this web build was published: the server sends index.html with the file's modification
 * time, which is when the build wrote it.
 */
async function fetchBuildTime(): Promise<Date | null> {
  const response = await fetch('/index.html', { method: 'HEAD', cache: 'no-store' });
  const modified = response.headers.get('last-modified');
  return modified ? new Date(modified) : null;
}

export const useBuildTime = () =>
  useQuery({
    queryKey: ['build-time'],
    queryFn: fetchBuildTime,
    staleTime: Infinity,
    retry: false,
  });
