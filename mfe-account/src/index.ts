// Entry: the async boundary lets Module Federation set up shared singletons before React loads.
import('./bootstrap');
