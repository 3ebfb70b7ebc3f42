import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/** Anything that breaks a screen: the spec's generic sentence with a way back. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <p>Page not found</p>;
  }
  return (
    <section className="page narrow" role="alert">
      <h1>Oops! Something went wrong. Please go back and try again.</h1>
      <button type="button" className="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </section>
  );
}
