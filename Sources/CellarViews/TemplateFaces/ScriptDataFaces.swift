import CellarViewModels

