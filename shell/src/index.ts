// Asynchronous boundary: shared singletons are negotiated before React or the store is evaluated.
import('./bootstrap');
