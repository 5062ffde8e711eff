import Models

public struct Container { var photo: Photo }
