// Asynchronous boundary: shared singletons are negotiated before any of them is evaluated.
import('./standalone');
